// Preloaded into test:scale's replicas (node --expose-gc --require): SIGUSR2 runs a full garbage collection and
// then says so on stdout, so the test reads RSS without the garbage of whatever ran before, and knows when.
process.on("SIGUSR2", () => {
  global.gc();
  global.gc();
  process.stdout.write("[gc] collected\n");
});
