"""Private entry as an explicit hand-off: a full-screen "ONLY ANA LOOKS" page on Ana's colour;
once she taps "I am Ana: show", the private part takes the screen (a face-down card to pick, a
wall to fill), and the whole hand-off hides itself as soon as she is done.

`HandOff(seat, name, purpose, private)`: `private(done)` builds the private widget; it calls
`done()` when finished, which closes the hand-off.
"""

from collections.abc import Callable, Sequence

from kivy.properties import ListProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.widget import Widget

from ui import theme
from ui.kv import load_beside
from ui.widgets.buttons import BigButton
from ui.widgets.dialogs import FullScreen


class HandOff(FullScreen):
    seat = NumericProperty(0)
    name = StringProperty("")
    purpose = StringProperty("")

    def __init__(self, seat: int, name: str, purpose: str,
                 private: Callable[[Callable[[], None]], Widget], **kwargs):
        super().__init__(seat=seat, name=name, purpose=purpose, **kwargs)
        self._private = private
        self.revealed = False

    def reveal(self) -> None:
        """The player has the screen: swap the warning for the private part."""
        page = self.ids.page
        page.clear_widgets()
        page.add_widget(self._private(self.close))
        self.revealed = True


class PrivateChoice(BoxLayout):
    """A list of values for one player's eyes: each is a button; tapping one is the choice."""

    title = StringProperty("")
    ink = ListProperty(list(theme.TEXT))

    __events__ = ("on_done",)

    def __init__(self, title: str, values: Sequence[tuple[str, object]], seat: int, **kwargs):
        super().__init__(title=title, ink=list(theme.text_on(theme.seat_colour(seat))),
                         **kwargs)
        for label, value in values:
            button = BigButton(text=label)
            button.bind(on_release=lambda _b, value=value: self.dispatch("on_done", value))
            self.ids.choices.add_widget(button)

    def on_done(self, value: object) -> None:
        pass


def choose_privately(seat: int, name: str, purpose: str, title: str,
                     values: Sequence[tuple[str, object]],
                     then: Callable[[object], None]) -> HandOff:
    """Hand the screen to `name`, let them pick one of `values`, hide it, then `then(value)`."""

    def private(done: Callable[[], None]) -> Widget:
        choice = PrivateChoice(title, values, seat)

        def picked(_widget, value) -> None:
            done()
            if value is not None:
                then(value)

        choice.bind(on_done=picked)
        return choice

    return HandOff(seat, name, purpose, private).show()


load_beside(__file__)
