"""The synthetic table: one seeded deal filmed by a fixed camera under one light, new hands and
sensor noise in every frame; for the demo mode and for tests with no camera."""

import numpy as np

from vision.sources.base import FrameSource


class SyntheticSource(FrameSource):
    def __init__(self, game: str = "deep-claim", seed: int = 0, difficulty: str = "easy",
                 size: tuple[int, int] = (1280, 720), frames: int | None = None):
        from vision.synthetic import deal_table

        self.description = f"synthetic {game} table (seed {seed}, {difficulty})"
        self.table = deal_table(game, seed)
        self.seed, self.difficulty, self.size = seed, difficulty, size
        self._left = frames  # None: endless
        self._count = 0
        self.last_scene = None  # the truth behind the last frame read

    def read(self) -> np.ndarray | None:
        from vision.synthetic import render_table

        if self._left is not None:
            if self._left <= 0:
                return None
            self._left -= 1
        self._count += 1
        self.last_scene = render_table(self.table, self.seed, self.difficulty, self.size,
                                       frame=self._count)
        return self.last_scene.image
