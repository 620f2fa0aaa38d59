// Modern memory ops: async copies, mbarriers, fences, redux, memcpy_async, ldmatrix-free paths.
#include <cuda_pipeline.h>
#include <cuda/barrier>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;
__global__ void pipeline(const float* in, float* out) {
  __shared__ float buf[256];
  __pipeline_memcpy_async(&buf[threadIdx.x], &in[threadIdx.x], sizeof(float));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[threadIdx.x] = buf[255 - threadIdx.x];
}
__global__ void barrier_copy(const int* in, int* out) {
  __shared__ int s[128];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  cuda::memcpy_async(block, s, in, sizeof(s), bar);
  bar.arrive_and_wait();
  out[threadIdx.x] = s[threadIdx.x % 128] * 2;
}
__global__ void volatile_ops(volatile int* v, int* w) {
  v[0] = v[1] + 1;
  w[0] = __ldg(w + 1) + __ldcs(w + 2) + __ldlu(w + 3) + __ldcv(w + 4);
  __stcs(w + 5, 1); __stwt(w + 6, 2); __stcg(w + 7, 3);
  w[8] = __funnelshift_l(w[9], w[10], 3) + __byte_perm(w[11], w[12], 0x3210) + __sad(w[1], w[2], 3u) + __mul24(w[3], w[4]) + __umulhi(w[5], w[6]) + __vabsdiffu4(w[1], w[2]);
  w[9] = __dp4a(w[1], w[2], w[3]);
}
