from enum import StrEnum


class SbSheetSpecies(StrEnum):
    BEAR = "bear"
    BISON = "bison"
    CROCODILE = "crocodile"
    CROW = "crow"
    EAGLE = "eagle"
    ELEPHANT = "elephant"
    FOX = "fox"
    GOAT = "goat"
    KANGAROO = "kangaroo"
    LION = "lion"
    MONKEY = "monkey"
    PARROT = "parrot"
    RABBIT = "rabbit"
    RACCOON = "raccoon"
    RHINO = "rhino"
    SLOTH = "sloth"
    TIGER = "tiger"
    TURTLE = "turtle"
    WOLF = "wolf"
    ZEBRA = "zebra"

    def __str__(self) -> str:
        return str(self.value)
