"""Marker catalogs: one JSON file per game (see schema.json and vision/markers.py)."""
