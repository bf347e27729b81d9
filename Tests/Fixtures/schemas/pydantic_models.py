"""Pydantic v2 models whose JSON Schemas (`model_json_schema()`) are the pydantic part of the
schema corpus: scripts/check-schema-corpus.py writes each model's schema and fills it with
formline. Pinned in scripts/setup (pydantic>=2,<3)."""
from datetime import date
from enum import Enum
from typing import Literal, Optional

from pydantic import BaseModel, Field, SecretStr


class Color(str, Enum):
    red = "red"
    green = "green"
    blue = "blue"


class Address(BaseModel):
    street: str = Field(min_length=1, max_length=80)
    city: str = Field(description="City or town")
    postcode: Optional[str] = Field(default=None, pattern=r"^[A-Z0-9 ]{3,10}$")


class User(BaseModel):
    """A person signing up."""
    name: str = Field(min_length=2, max_length=40, title="Full name")
    age: int = Field(default=30, ge=0, le=150)
    email: Optional[str] = Field(default=None, examples=["ada@example.com"])
    password: SecretStr
    color: Color = Color.red
    birthday: Optional[date] = None
    tags: list[str] = Field(default_factory=list, max_length=5)
    priority: Literal[1, 2, 3] = 2
    address: Address
    nickname: Optional[str] = Field(default=None, pattern=r"^\w+$")
    newsletter: bool = False


class Item(BaseModel):
    sku: str = Field(pattern=r"^[A-Z]{3}-\d{3}$")
    quantity: int = Field(ge=1, le=99)
    gift: bool = False


class Order(BaseModel):
    customer: str
    items: list[Item] = Field(min_length=1)
    delivery: Literal["standard", "express"] = "standard"
    notes: Optional[str] = None
    ship_on: date
    colors: list[Color] = Field(default_factory=list)


class Settings(BaseModel):
    """Service settings, as a config model."""
    host: str = "localhost"
    port: int = Field(default=8080, gt=0, lt=65536)
    debug: bool = False
    log_level: Literal["debug", "info", "warning", "error"] = "info"
    ratio: float = Field(default=0.5, ge=0, le=1)
    allowed_hosts: list[str] = Field(default_factory=lambda: ["localhost"])


MODELS = {"pydantic-user": User, "pydantic-order": Order, "pydantic-settings": Settings}
