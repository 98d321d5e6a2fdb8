package io.perfgate.perf;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The packages of the perf suite stand in tiers, and a dependency runs down only: a package uses the packages of the
 * tiers below its own, never a peer of its tier nor anything above. So each tier can be read, and tested, knowing only
 * what lies below it. A new package is placed here, or this test fails.
 */
class LayeringTest {
    /** Lowest first. */
    static final List<List<String>> TIERS = List.of(
            // values and rules that need nothing of the suite: results, statistics, the system's description, and how
            // the perf.* properties are read and what they default to
            List.of("result", "stats", "sut", "property"),
            // this machine, the load generator, the committed baselines, the local history, where a run's files are, and
            // the JFR profiles of a pair read, differenced and drawn
            List.of("host", "load", "baseline", "history", "workspace", "profile"),
            // servers started and watched; the gate's decision
            List.of("launch", "verdict"),
            // warm-ups and trials; the reports of a decision
            List.of("protocol", "report"),
            // the A/B reference: its settings and its build
            List.of("reference"),
            // everything a run is told, read once
            List.of("config"),
            // the suite, its plan, shards and their merge
            List.of("run"),
            // commands over the suite: experiments (sweeps through the suite's own path) and bisection (the suite's A/B
            // comparison over a range of revisions)
            List.of("experiment", "bisect"));

    private static JavaClasses suite;

    @BeforeAll
    static void importTheSuite() {
        suite = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.perfgate.perf");
    }

    @Test
    void everyPackageUsesOnlyThePackagesOfTheTiersBelowIt() {
        LayeredArchitecture layers = layeredArchitecture().consideringOnlyDependenciesInLayers()
                .ensureAllClassesAreContainedInArchitecture();
        for (String name : TIERS.stream().flatMap(List::stream).toList()) {
            layers = layers.layer(name).definedBy("io.perfgate.perf." + name + "..");
        }
        List<String> below = new ArrayList<>();
        for (List<String> tier : TIERS) {
            for (String name : tier) {
                layers = below.isEmpty() ? layers.whereLayer(name).mayNotAccessAnyLayer()
                        : layers.whereLayer(name).mayOnlyAccessLayers(below.toArray(String[]::new));
            }
            below.addAll(tier);
        }
        layers.check(suite);
    }

    @Test
    void noPackagesDependOnEachOtherInACircle() {
        slices().matching("io.perfgate.perf.(*)..").should().beFreeOfCycles().check(suite);
    }
}
