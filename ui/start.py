"""Put the app together from the configuration: the session store, the devices, demo or not."""

from companion.config import Config
from companion.sessions.store import DamagedDatabase, SessionStore
from ui.app import CompanionApp
from ui.devices import open_devices


def build_app(config: Config) -> CompanionApp:
    """The app; StorageError when the sessions database cannot be opened at all. A damaged
    one is left as it is: the app starts with its games in memory and offers a fresh start."""
    try:
        store, damage = SessionStore(config.sessions_database()), None
    except DamagedDatabase as found:
        store, damage = SessionStore(":memory:"), found
    devices = open_devices(config)
    demo = {"on": True, "off": False, "auto": devices.wall is not None}[config["ui"]["demo"]]
    app = CompanionApp(store, devices, demo, config)
    if damage is not None:
        from ui.fresh_start import offer_fresh_start

        app.bind(on_start=lambda _app: offer_fresh_start(app, damage))
    return app
