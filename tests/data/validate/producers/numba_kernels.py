"""numba-cuda kernels compiled to PTX without a GPU (`numba.cuda.compile_ptx`): prints JSON
{"name": ptx} for the compute capability given as `major minor` on the command line."""

import json
import math
import sys

import numpy as np
from numba import cuda, float32, float64, int32, int64, uint32


def saxpy(a, x, y, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = a * x[i] + y[i]


def block_reduce(x, out):
    tmp = cuda.shared.array(256, float32)
    i = cuda.grid(1)
    t = cuda.threadIdx.x
    tmp[t] = x[i] if i < x.size else 0.0
    cuda.syncthreads()
    s = 128
    while s > 0:
        if t < s:
            tmp[t] += tmp[t + s]
        cuda.syncthreads()
        s //= 2
    if t == 0:
        cuda.atomic.add(out, 0, tmp[0])


def math_mix(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i] = math.exp(v) + math.sin(v) * math.cos(v) + math.sqrt(abs(v)) + math.log1p(abs(v)) + math.pow(v, 3.0)


def ints(a, b, out):
    i, j = cuda.grid(2)
    if i < a.shape[0] and j < a.shape[1]:
        v = a[i, j]
        out[i, j] = (v << 3) ^ (v >> 2) | b[i] % 7 + cuda.popc(v) + cuda.clz(v) + cuda.brev(v)
        cuda.atomic.max(b, 0, v)
        cuda.atomic.cas(b, 1, v, 0)


def warp(x, out):
    i = cuda.grid(1)
    v = x[i]
    mask = cuda.activemask()
    for off in (16, 8, 4, 2, 1):
        v += cuda.shfl_down_sync(mask, v, off)
    if cuda.laneid == 0:
        out[i // 32] = v + cuda.ballot_sync(mask, v > 0)


def local_and_doubles(x, out):
    loc = cuda.local.array(16, float64)
    i = cuda.grid(1)
    for k in range(16):
        loc[k] = x[(i + k) % x.size] * k
    s = 0.0
    for k in range(16):
        s += loc[k]
    out[i] = s / 16.0 if i < out.size else 0.0
    cuda.atomic.min(out, 0, s)


def halves(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = cuda.fp16.hfma(x[i], x[i], x[i])


KERNELS = [
    (saxpy, (float32, float32[:], float32[:], float32[:])),
    (block_reduce, (float32[:], float32[:])),
    (math_mix, (float64[:], float64[:])),
    (ints, (int64[:, :], int64[:], int64[:, :])),
    (warp, (int32[:], uint32[:])),
    (local_and_doubles, (float64[:], float64[:])),
]


def main() -> int:
    cc = (int(sys.argv[1]), int(sys.argv[2]))
    out = {}
    kernels = list(KERNELS)
    if cc >= (5, 3):
        from numba.np.numpy_support import from_dtype
        f16 = from_dtype(np.float16)
        kernels.append((halves, (f16[:], f16[:])))
    for fn, sig in kernels:
        ptx, _ = cuda.compile_ptx(fn, sig, cc=cc)
        out[fn.__name__] = ptx
    device_ptx, _ = cuda.compile_ptx(saxpy, (float32, float32[:], float32[:], float32[:]), cc=cc, device=False,
                                      fastmath=True, lineinfo=True)
    out["saxpy_fastmath_lineinfo"] = device_ptx
    json.dump(out, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
