/**
 * Where a perf run's files are: the harness's module, the results, reports and work directories, the repository
 * holding the description and the local history, worked out once ({@link io.perfgate.perf.workspace.Workspace}).
 */
package io.perfgate.perf.workspace;
