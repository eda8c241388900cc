"""One TOML configuration: defaults shipped here, user overrides in the config directory."""

from companion.config.load import Config, load_config, user_config_path

__all__ = ["Config", "load_config", "user_config_path"]
