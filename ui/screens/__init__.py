"""One screen per module, each with the `.kv` file of the same name beside it."""
