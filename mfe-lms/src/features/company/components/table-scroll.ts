import styled from 'styled-components';

/** On a phone a wide table scrolls sideways inside its own box, never the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  table { border-collapse: collapse; }
  th, td { text-align: left; padding: 0.4rem 0.6rem; vertical-align: top; }
`;
