// Dynamic parallelism and extern device functions (needs -rdc=true): extern .func calls,
// cudaLaunchDevice/cudaGetParameterBuffer ABI calls, weak symbols.
#include <cstdio>
extern __device__ int ext_helper(int);
__device__ int g_vals[8];
__global__ void child(int* p, int v) { p[threadIdx.x] = v; }
__global__ void parent(int* p, int n) {
  if (threadIdx.x == 0) {
    child<<<1, 32>>>(p, n);
    child<<<1, 1, 0, cudaStreamTailLaunch>>>(p, n + 1);
  }
  g_vals[threadIdx.x & 7] = ext_helper(n);
  if (n < 0) { printf("bad %d\n", n); __trap(); }
  assert(n < 1000);
}
