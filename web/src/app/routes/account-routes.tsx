import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export const accountRoutes = (_queryClient?: QueryClient): RouteObject[] => [];
