from enum import StrEnum


class CreateCampaignRequestRuleset(StrEnum):
    ROBOTS_AND_RAPIERS = "robots-and-rapiers"
    ROTATE_BIRD = "rotate-bird"
    SCRATCH_RPS = "scratch-rps"
    SHAPERS_AND_BOTS = "shapers-and-bots"
    SHAPERS_D100 = "shapers-d100"

    def __str__(self) -> str:
        return str(self.value)
