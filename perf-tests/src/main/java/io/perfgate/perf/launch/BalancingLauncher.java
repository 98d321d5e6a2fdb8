package io.perfgate.perf.launch;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.sut.Variant;

/**
 * Any launcher, with balanced variants ({@link Variant#backends()} above 1) started as their backends behind a load
 * balancer ({@link BalancedServer}); a variant of one backend is the launcher's own server, untouched. One mechanism
 * for every launcher that starts servers here; the remote launcher measures a server someone else started, so it
 * refuses a balanced variant.
 */
final class BalancingLauncher implements Launcher {
    private final Launcher servers;
    private final LaunchSettings settings;

    BalancingLauncher(Launcher servers, LaunchSettings settings) {
        this.servers = servers;
        this.settings = settings;
    }

    @Override
    public LauncherKind kind() {
        return servers.kind();
    }

    @Override
    public String dockerVersion() {
        return servers.dockerVersion();
    }

    @Override
    public RunningServer start(Variant variant) {
        if (!variant.balanced()) {
            return servers.start(variant);
        }
        if (servers instanceof RemoteLauncher) {
            throw new LaunchException("variant " + variant + " asks for " + variant.backends() + " backends behind a load "
                    + "balancer, but the remote launcher measures one server someone else started: run it with "
                    + "-Dperf.launcher=container or process, or give the variant one backend");
        }
        return BalancedServer.start(servers, variant, settings);
    }

    @Override
    public void close() {
        servers.close();
    }
}
