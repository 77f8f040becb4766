"""One Screen per mode, each with its own ``.tcss`` in ``ui/styles``."""
