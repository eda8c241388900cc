"""Full-screen dialogs a table reads from its chairs: a question with its answers (House rule?
Finish? Undo what?), a notice ("Nothing to undo"), the log.

They open without animation (a slow Pi would eat the next tap) and cover the whole screen, so
nothing behind them is tapped by mistake.
"""

from collections.abc import Callable, Sequence

from kivy.properties import StringProperty
from kivy.uix.modalview import ModalView

from ui.kv import load_beside
from ui.widgets.buttons import BarButton, BigButton


class FullScreen(ModalView):
    def show(self) -> "FullScreen":
        self.open(animation=False)
        return self

    def close(self) -> None:
        self.dismiss(animation=False)


class Dialog(FullScreen):
    question = StringProperty("")

    def __init__(self, question: str, answers: Sequence[tuple[str, Callable[[], None] | None]],
                 **kwargs):
        """`answers`: (label, what it does); the first is the main one; each closes the dialog."""
        super().__init__(question=question, **kwargs)
        for number, (label, then) in enumerate(answers):
            button = (BigButton if number == 0 and len(answers) > 1 else BarButton)(text=label)
            button.bind(on_release=lambda _b, then=then: self._answer(then))
            self.ids.answers.add_widget(button)

    def _answer(self, then: Callable[[], None] | None) -> None:
        self.close()
        if then is not None:
            then()


def ask(question: str, yes: str, then: Callable[[], None], no: str = "Cancel") -> Dialog:
    """A yes / no question: `then` runs only on yes."""
    return Dialog(question, [(yes, then), (no, None)]).show()


def tell(message: str) -> Dialog:
    """A notice the table dismisses with OK."""
    return Dialog(message, [("OK", None)]).show()


class LogView(FullScreen):
    title = StringProperty("What happened, newest first")
    text = StringProperty("")


def show_log(lines: Sequence[str]) -> LogView:
    return LogView(text="\n".join(reversed(lines)) or "Nothing yet.").show()


load_beside(__file__)
