#pragma once
// A diagnostic sink that hands each diagnostic to `target.diagnostic(d)`: in a -j run, the
// sequential rest after a chunk that did not verify reports straight to the tool's merger,
// which numbers its games and prints in order.

#include "chess/notation/diagnostic.hpp"

namespace chess::tools {

template <class Target>
class ForwardingSink final : public notation::DiagnosticSink {
public:
    explicit ForwardingSink(Target& target) : target_(target) {}
    void report(const notation::Diagnostic& diagnostic) override { target_.diagnostic(diagnostic); }

private:
    Target& target_;
};

}  // namespace chess::tools
