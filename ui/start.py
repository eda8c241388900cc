"""Put the app together from the configuration: the session store, the devices, demo or not."""

from companion.config import Config
from companion.sessions.store import SessionStore
from ui.app import CompanionApp
from ui.devices import open_devices


def build_app(config: Config) -> CompanionApp:
    devices = open_devices(config)
    demo = {"on": True, "off": False, "auto": devices.wall is not None}[config["ui"]["demo"]]
    return CompanionApp(SessionStore(config.sessions_database()), devices, demo, config)
