from enum import StrEnum


class RbRollOnTableRequestTable(StrEnum):
    BEING = "being"
    DOING = "doing"
    FACTORS = "factors"
    FALLOUT = "fallout"
    THEME = "theme"
    WORKSHEET = "worksheet"

    def __str__(self) -> str:
        return str(self.value)
