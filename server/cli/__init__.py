"""The `chronicle` command line (chronicle.py) and its sub-commands."""
