"""Sessions: one game at one table, kept as an append-only log in SQLite."""
