"""One package per game; each is pure, deterministic and free of I/O."""
