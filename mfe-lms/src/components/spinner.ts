import styled from 'styled-components';

export const Spinner = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: lms-spin 0.8s linear infinite;
  @keyframes lms-spin {
    to { transform: rotate(360deg); }
  }
`;
