// Relocatable device code: calls into another translation unit become `.extern .func`
// declarations, and the kernel uses dynamic shared memory declared `.extern .shared`.
extern __device__ float remote_scale(float x);
extern __device__ int remote_table[];

extern "C" __global__ void scale(float *data, int n) {
  extern __shared__ float tile[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    tile[threadIdx.x] = remote_scale(data[i]) + remote_table[i & 7];
    __syncthreads();
    data[i] = tile[(threadIdx.x + 1) % blockDim.x];
  }
}
