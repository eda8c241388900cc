"""The Mine Deeper sensor grid: one presence sensor behind each square of each wall face."""
