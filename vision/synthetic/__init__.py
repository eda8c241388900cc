"""Synthetic scenes with known truth: tables of cards for the pipeline, wall faces for the wall
reader. Used by tests, benchmarks and the demo mode."""

from vision.synthetic.camera import DIFFICULTIES, Difficulty
from vision.synthetic.deal import Placement, Table, deal_table
from vision.synthetic.scene import CardTruth, Scene, render_scene, render_table

__all__ = ["DIFFICULTIES", "CardTruth", "Difficulty", "Placement", "Scene", "Table",
           "deal_table", "render_scene", "render_table"]
