"""The REST API: the same operations as the pages, for scripts and other clients."""
