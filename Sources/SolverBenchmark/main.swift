import LayoutSolver

print("solver benchmark: not yet written")
