from enum import StrEnum


class RepairAttribute(StrEnum):
    ARTICULATION = "articulation"
    AUDIO = "audio"
    COSMETIC = "cosmetic"
    DURABILITY = "durability"
    FORCE = "force"
    LOCOMOTION = "locomotion"
    MEMORY = "memory"
    PROCESSOR = "processor"
    TACTILE = "tactile"
    VISUAL = "visual"
    VOCALIZATION = "vocalization"

    def __str__(self) -> str:
        return str(self.value)
