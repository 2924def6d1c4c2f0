from enum import StrEnum


class CampaignTableOpenedDiceMode(StrEnum):
    PHYSICAL = "physical"
    SERVER = "server"
    VERIFIABLE = "verifiable"

    def __str__(self) -> str:
        return str(self.value)
