"""Calibration tools: camera intrinsics, table check, wall colours, printable marker sheets."""
