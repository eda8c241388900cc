"""A persistent stack: push, pop and top in constant time, every older state kept intact and
shared. A gallery grows by one card per draw and keeps every state it passed through (each
`apply` returns a new gallery); copying a tuple per draw made a gallery of N cards cost N²."""

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True, repr=False, eq=False)
class Stack(Generic[T]):
    """Build one with `EMPTY.push(x)`; `items()` lists the stack bottom first."""

    _top: T | None = None
    _below: "Stack[T] | None" = None
    size: int = 0

    def push(self, item: T) -> "Stack[T]":
        return Stack(item, self, self.size + 1)

    def pop(self) -> "Stack[T]":
        if self._below is None:
            raise IndexError("pop from an empty stack")
        return self._below

    @property
    def top(self) -> T:
        if self._below is None:
            raise IndexError("top of an empty stack")
        return self._top  # type: ignore[return-value]

    def __bool__(self) -> bool:
        return self.size > 0

    def __len__(self) -> int:
        return self.size

    def from_top(self) -> Iterator[T]:
        node = self
        while node._below is not None:
            yield node._top  # type: ignore[misc]
            node = node._below

    def items(self) -> tuple[T, ...]:
        return tuple(reversed(tuple(self.from_top())))

    def __repr__(self) -> str:
        return f"Stack(size={self.size})"


EMPTY: Stack = Stack()
