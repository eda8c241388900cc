"""Reusable widgets; they know nothing of the engines, only of what they draw."""
