from enum import StrEnum


class CampaignOpenTableRequestDiceMode(StrEnum):
    PHYSICAL = "physical"
    SERVER = "server"
    VERIFIABLE = "verifiable"

    def __str__(self) -> str:
        return str(self.value)
