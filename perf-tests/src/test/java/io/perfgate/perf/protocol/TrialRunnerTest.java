package io.perfgate.perf.protocol;

import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.host.GeneratorCpu;
import io.perfgate.perf.result.TrialResult;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TrialRunnerTest {
    @Test
    void aTrialIsTakenByTheMachineWhenTheHypervisorTookMoreThanOnePercentOfTheServersCpus() {
        TrialResult valid = Fixtures.trials(1).build().getFirst();
        Duration pair = Duration.ofMillis(1500);

        assertFalse(trial(valid, Optional.empty()).takenByTheMachine(), "not watched: nothing to go by");
        assertFalse(trial(valid, steal(pair, 10)).takenByTheMachine(), "one 10 ms tick of 1.5 s is 0.67%");
        assertFalse(trial(valid, steal(pair, 15)).takenByTheMachine(), "exactly 1% is allowed");
        assertTrue(trial(valid, steal(pair, 20)).takenByTheMachine(), "two ticks: 1.33%");
        assertFalse(trial(valid, steal(Duration.ofSeconds(5), 40)).takenByTheMachine(), "a share of the window, not a time");

        TrialResult disturbed = Fixtures.trials(1).lastDisturbed("others took the generator's CPU").build().getFirst();
        assertTrue(trial(disturbed, steal(pair, 0)).takenByTheMachine(), "the generator's CPU taken: measured again");
        TrialResult invalid = Fixtures.trials(1).lastInvalid("the server died").build().getFirst();
        assertFalse(trial(invalid, steal(pair, 0)).takenByTheMachine(), "measuring again mends no dead server");
    }

    private static TrialRunner.Trial trial(TrialResult result, Optional<GeneratorCpu.Stolen> stolen) {
        return new TrialRunner.Trial(result, List.of(), stolen);
    }

    private static Optional<GeneratorCpu.Stolen> steal(Duration window, long serverStealMillis) {
        return Optional.of(new GeneratorCpu.Stolen(window, 1, Duration.ZERO, Duration.ZERO, Duration.ofMillis(serverStealMillis)));
    }
}
