from enum import StrEnum


class EnvironmentWater(StrEnum):
    DEEP = "deep"
    NONE = "none"
    SHALLOW = "shallow"

    def __str__(self) -> str:
        return str(self.value)
