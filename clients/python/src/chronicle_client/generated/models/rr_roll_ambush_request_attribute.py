from enum import StrEnum


class RrRollAmbushRequestAttribute(StrEnum):
    ANTHROPOID_CLASS = "anthropoid_class"
    ARTICULATION = "articulation"
    AUDIO = "audio"
    AUDIO_TACTILE = "audio_tactile"
    DURABILITY = "durability"
    FORCE = "force"
    LOCOMOTION = "locomotion"
    MEMORY = "memory"
    PERCEPTION = "perception"
    PROCESSOR = "processor"
    ROLE = "role"
    SELF_AWARENESS = "self_awareness"
    SIZE = "size"
    TACTILE = "tactile"
    VISUAL = "visual"

    def __str__(self) -> str:
        return str(self.value)
