"""Triton kernels whose PTX is recorded in `triton/` (gzipped), one file per kernel and compute capability.

Triton compiles without a GPU when given a target.  Regenerate (Triton 3.9.0 recorded
needs ~1 GB):

    python -m venv ~/.cache/ptx-tools/triton-venv && ~/.cache/ptx-tools/triton-venv/bin/pip install triton
    cd tests/data/validate/producers && mkdir -p out && ~/.cache/ptx-tools/triton-venv/bin/python triton_kernels.py 80 90 100 120
    for f in out/*.ptx; do gzip -9c "$f" > "triton/$(basename "$f").gz"; done

The kernels cover what Triton emits most: masked loads/stores, reductions, `tl.dot` (mma/ldmatrix on sm_80,
wgmma on sm_90a, tcgen05 on sm_100a), atomics with memory-order scopes, bf16 conversion.
"""
import sys

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource


@triton.jit
def add_k(x, y, o, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid*BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(o+offs, tl.load(x+offs, mask=m) + tl.load(y+offs, mask=m), mask=m)

@triton.jit
def softmax_k(out, inp, stride, ncols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(inp + row*stride + cols, mask=cols < ncols, other=-float('inf'))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    den = tl.sum(num, axis=0)
    tl.store(out + row*stride + cols, num/den, mask=cols < ncols)

@triton.jit
def matmul_k(a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m*BM + tl.arange(0, BM)
    rn = pid_n*BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        A = tl.load(a + rm[:, None]*sam + (k+rk)[None, :]*sak)
        B = tl.load(b + (k+rk)[:, None]*sbk + rn[None, :]*sbn)
        acc += tl.dot(A, B)
    tl.store(c + rm[:, None]*scm + rn[None, :]*scn, acc.to(tl.float16))

@triton.jit
def atomic_k(x, o, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0)*BLOCK + tl.arange(0, BLOCK)
    v = tl.load(x+offs, mask=offs < n, other=0.)
    tl.atomic_add(o, tl.sum(v, axis=0))
    tl.atomic_max(o+1, tl.max(v, axis=0))

@triton.jit
def ln_k(X, Y, W, B, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(X + row*stride + cols, mask=m, other=0.).to(tl.float32)
    mean = tl.sum(x, axis=0)/N
    d = tl.where(m, x-mean, 0.)
    var = tl.sum(d*d, axis=0)/N
    rstd = 1/tl.sqrt(var+eps)
    y = d*rstd*tl.load(W+cols, mask=m)+tl.load(B+cols, mask=m)
    tl.store(Y + row*stride + cols, y.to(tl.bfloat16), mask=m)

jobs = [
 (add_k, {"x":"*fp32","y":"*fp32","o":"*fp32","n":"i32"}, {"BLOCK":1024}),
 (softmax_k, {"out":"*fp16","inp":"*fp16","stride":"i32","ncols":"i32"}, {"BLOCK":1024}),
 (matmul_k, {"a":"*fp16","b":"*fp16","c":"*fp16","M":"i32","N":"i32","K":"i32","sam":"i32","sak":"i32","sbk":"i32","sbn":"i32","scm":"i32","scn":"i32"}, {"BM":128,"BN":128,"BK":64}),
 (atomic_k, {"x":"*fp32","o":"*fp32","n":"i32"}, {"BLOCK":512}),
 (ln_k, {"X":"*fp16","Y":"*bf16","W":"*fp32","B":"*fp32","stride":"i32","N":"i32","eps":"fp32"}, {"BLOCK":2048}),
]
for cc in [int(a) for a in sys.argv[1:]]:
    for fn, sig, cons in jobs:
        name = fn.fn.__name__
        try:
            k = triton.compile(ASTSource(fn, sig, cons), target=GPUTarget("cuda", cc, 32))
            open(f"out/{name}_sm{cc}.ptx", "w").write(k.asm["ptx"])
            print("ok", name, cc)
        except Exception as e:
            print("FAIL", name, cc, repr(e)[:300])
