"""The Kivy table app: screens, widgets and the binding of sessions, LEDs and sensors to them.

Nothing under `companion/` imports this package.
"""
