"""`python -m ui`: the table app. `--quit-after-home` stops once the home screen is drawn, for
the start-up benchmark and for a test that the app starts; `--autoplay SEED` plays scripted
moves at a Deep Claim and a Mine Deeper table, one per frame, for the power-cut test."""

import argparse
import os
import sys
import time

STARTED = time.perf_counter()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ui", description=__doc__)
    parser.add_argument("--quit-after-home", action="store_true",
                        help="print the seconds to the first drawn home screen and quit")
    parser.add_argument("--autoplay", type=int, metavar="SEED",
                        help="play seeded scripted moves, printing each acknowledged one")
    args = parser.parse_args(argv)
    os.environ.setdefault("KIVY_NO_ARGS", "1")
    os.environ.setdefault("KIVY_CLIPBOARD", "sdl2")  # not xclip/xsel, absent on a kiosk

    from companion.config import load_config
    from companion.errors import CompanionError
    from ui.display import choose as choose_display
    from ui.display import connected_screens

    try:
        config = load_config()
    except CompanionError as problem:
        print(f"companion: {problem}", file=sys.stderr)
        return 2
    display = choose_display(os.environ, connected_screens())
    os.environ["SDL_VIDEODRIVER"] = display.driver
    from kivy.logger import Logger

    from ui.kivy_config import configure

    configure(config["ui"], display)
    Logger.info(f"Display: {display.driver}: {display.why}")  # stderr is for problems only

    from companion.errors import StorageError
    from ui import errors
    from ui.start import build_app

    try:
        app = build_app(config)
    except (CompanionError, StorageError) as problem:
        print(f"companion: {problem}", file=sys.__stderr__)  # Kivy has taken sys.stderr over
        return 2
    errors.install()
    if args.quit_after_home:
        from kivy.clock import Clock

        def report(_dt: float) -> None:
            print(f"home screen after {time.perf_counter() - STARTED:.3f} s", flush=True)
            app.stop()

        Clock.schedule_once(lambda _dt: Clock.schedule_once(report, 0), 0)  # after frame one
    if args.autoplay is not None:
        from ui.autoplay import play_every_frame

        play_every_frame(app, args.autoplay)
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
