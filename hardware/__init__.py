"""Hardware: the Mine Deeper sensor grid, LEDs; real GPIO/serial backends and simulated ones."""
