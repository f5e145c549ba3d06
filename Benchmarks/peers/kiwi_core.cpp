// kiwisolver's C++ core (the headers of its PyPI source distribution) on one system written by
// cassowary_topologies.py, so the Cassowary module is compared with the core itself and not only
// with its Python binding. Build (make bench does it): g++ -O2 -std=c++17 -I KIWI_SOURCE kiwi_core.cpp
//
// Usage: kiwi_core SYSTEM REPEATS VALUES
// SYSTEM, one item per line:
//   variables N
//   c REL STRENGTH CONSTANT INDEX:COEFFICIENT ...   (the constraint sum + CONSTANT REL 0)
//   e INDEX                                          (an edit variable, strong)
//   s K VALUE                                        (suggest VALUE for the K-th edit variable)
//   r I                                              (churn: remove constraint I, then re-add)
// Prints "BUILD OPS REFUSED" (process CPU seconds, medians of REPEATS runs, phases as the probe's)
// and writes the held constraints' indices and then every variable's value to VALUES.
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <kiwi/kiwi.h>

namespace {

struct Item {
  std::string relation;
  double strength = 0;
  double constant = 0;
  std::vector<std::pair<int, double>> terms;
};

struct System {
  int variables = 0;
  std::vector<Item> constraints;
  std::vector<int> edits;
  std::vector<std::pair<int, double>> suggestions;
  std::vector<int> churn;
};

double cpuSeconds() {
  timespec now{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

bool read(const char* path, System& system) {
  std::ifstream file(path);
  std::string line;
  while (std::getline(file, line)) {
    std::istringstream in(line);
    std::string kind;
    in >> kind;
    if (kind == "variables") {
      in >> system.variables;
    } else if (kind == "c") {
      Item item;
      in >> item.relation >> item.strength >> item.constant;
      std::string term;
      while (in >> term) {
        auto colon = term.find(':');
        if (colon == std::string::npos) return false;
        item.terms.emplace_back(std::stoi(term.substr(0, colon)), std::stod(term.substr(colon + 1)));
      }
      system.constraints.push_back(item);
    } else if (kind == "e") {
      int index = 0;
      in >> index;
      system.edits.push_back(index);
    } else if (kind == "s") {
      int edit = 0;
      double value = 0;
      in >> edit >> value;
      system.suggestions.emplace_back(edit, value);
    } else if (kind == "r") {
      int index = 0;
      in >> index;
      system.churn.push_back(index);
    } else if (!kind.empty()) {
      return false;
    }
  }
  return system.variables > 0;
}

kiwi::Constraint make(const Item& item, const std::vector<kiwi::Variable>& variables) {
  std::vector<kiwi::Term> terms;
  for (const auto& [index, coefficient] : item.terms) terms.emplace_back(variables.at(index), coefficient);
  kiwi::Expression expression(terms, item.constant);
  kiwi::RelationalOperator op = item.relation == "==" ? kiwi::OP_EQ : item.relation == "<=" ? kiwi::OP_LE : kiwi::OP_GE;
  return kiwi::Constraint(expression, op, item.strength);
}

struct Run {
  double build = 0;
  double ops = 0;
  int refused = 0;
};

// One run on fresh variables and constraints; `keep` receives the solver's state for the values.
// Kept out of line so that callgrind counts it alone (--toggle-collect='*::run*').
__attribute__((noinline)) Run run(const System& system, std::vector<kiwi::Variable>& variables, std::vector<kiwi::Constraint>& constraints,
        kiwi::Solver& solver) {
  variables.clear();
  constraints.clear();
  for (int index = 0; index < system.variables; ++index) variables.emplace_back("v" + std::to_string(index));
  for (const auto& item : system.constraints) constraints.push_back(make(item, variables));
  Run result;
  double start = cpuSeconds();
  for (const auto& constraint : constraints) {
    try {
      solver.addConstraint(constraint);
    } catch (const kiwi::UnsatisfiableConstraint&) {
      ++result.refused;
    }
  }
  solver.updateVariables();
  result.build = cpuSeconds() - start;
  start = cpuSeconds();
  for (int index : system.edits) solver.addEditVariable(variables.at(index), kiwi::strength::strong);
  for (const auto& [edit, value] : system.suggestions) {
    solver.suggestValue(variables.at(system.edits.at(edit)), value);
    solver.updateVariables();
  }
  for (int index : system.churn) {
    if (solver.hasConstraint(constraints.at(index))) solver.removeConstraint(constraints.at(index));
  }
  for (auto it = system.churn.rbegin(); it != system.churn.rend(); ++it) {
    try {
      solver.addConstraint(constraints.at(*it));
    } catch (const kiwi::UnsatisfiableConstraint&) {
    }
  }
  solver.updateVariables();
  result.ops = cpuSeconds() - start;
  return result;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: kiwi_core SYSTEM REPEATS VALUES\n";
    return 2;
  }
  System system;
  if (!read(argv[1], system)) {
    std::cerr << "kiwi_core: " << argv[1] << ": not a system file\n";
    return 2;
  }
  int repeats = std::max(1, std::atoi(argv[2]));
  std::vector<double> builds, ops;
  int refused = 0;
  std::vector<kiwi::Variable> variables;
  std::vector<kiwi::Constraint> constraints;
  try {
    for (int repeat = 0; repeat < repeats; ++repeat) {
      kiwi::Solver solver;
      Run result = run(system, variables, constraints, solver);
      builds.push_back(result.build);
      ops.push_back(result.ops);
      refused = result.refused;
      if (repeat + 1 == repeats) {
        std::ofstream out(argv[3]);
        for (size_t index = 0; index < constraints.size(); ++index) {
          if (solver.hasConstraint(constraints[index])) out << index << ' ';
        }
        out << '\n';
        out.precision(17);
        for (const auto& variable : variables) out << variable.value() << '\n';
      }
    }
  } catch (const std::exception& error) {
    std::cerr << "kiwi_core: " << error.what() << '\n';
    return 3;
  }
  std::printf("%.9f %.9f %d\n", median(builds), median(ops), refused);
  return 0;
}
