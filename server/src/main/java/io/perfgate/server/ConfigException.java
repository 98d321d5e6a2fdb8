package io.perfgate.server;

/** A flag or environment variable that is unknown or has an invalid value. The message names it. */
public final class ConfigException extends IllegalArgumentException {
    public ConfigException(String message) {
        super(message);
    }
}
