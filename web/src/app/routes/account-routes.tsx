import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

export const accountRoutes = (_queryClient?: QueryClient): RouteObject[] => [];
