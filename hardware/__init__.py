"""Hardware: the Mine Deeper sensor grid, LEDs; real GPIO/serial backends and simulated ones.

`hardware.sensors.factory.open_sensor_grid(config)`, `hardware.leds.open_leds(config)`, and
`hardware.probe.describe(config)` for `companion doctor`. See docs/hardware.md.
"""
