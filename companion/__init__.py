"""Table Companion: rules engines, sessions, configuration and the `companion` CLI.

Nothing in this package imports Kivy, OpenCV or gpiozero: engines are pure and cheap to import.
"""

__version__ = "0.1.0"
