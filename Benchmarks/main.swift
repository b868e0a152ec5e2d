import StateMachines
print("Benchmarks: harness arrives with the solver issue")
