from enum import StrEnum


class RrRollSurpriseSaveRequestAttribute(StrEnum):
    ANTHROPOID_CLASS = "anthropoid_class"
    ARTICULATION = "articulation"
    AUDIO = "audio"
    DURABILITY = "durability"
    FORCE = "force"
    LOCOMOTION = "locomotion"
    MEMORY = "memory"
    PERCEPTION = "perception"
    PROCESSOR = "processor"
    SIZE = "size"
    TACTILE = "tactile"
    VISUAL = "visual"

    def __str__(self) -> str:
        return str(self.value)
