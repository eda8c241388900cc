"""The Mine Deeper sensor grid: one presence sensor behind each square of each wall face.

`factory.open_sensor_grid(config)` opens the configured backend (`direct`, `matrix`,
`serial_board`, `simulated`), all built on `grid.SensorGrid` and the shared `detector`;
`events` holds what they report. Wiring and choices: docs/hardware.md.
"""
